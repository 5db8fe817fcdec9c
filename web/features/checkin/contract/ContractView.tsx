import styles from '@web/features/checkin/checkin.module.css';
import type { Contract } from '@web/features/checkin/data.ts';

/** The rental agreement (template 1830) as the service rendered it for this reservation. */
export function ContractView({ contract, label }: { contract: Contract; label: string }) {
  return (
    // A scrolling region must be reachable by keyboard to be read.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
    <section className={styles.contract} aria-label={label} tabIndex={0} data-testid="checkin-contract">
      <h2>{contract.document.title}</h2>
      {contract.document.sections.map((section) => (
        <div key={section.heading}>
          <h3>{section.heading}</h3>
          {section.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line may repeat; the agreement never reorders
            <p key={index}>{line}</p>
          ))}
        </div>
      ))}
    </section>
  );
}
