// The pieces every Operations panel is built of, so that a load, a failure, a labelled field or a
// row's button looks and reads the same on the board, the desk and the units.
import { Badge, Button, type ButtonProps, Card, Flex, Spinner, Stack, Text, TextInput } from '@sanity/ui';
import { useToast } from '@sanity/ui/toast';
import { type CSSProperties, type ReactNode, useState } from 'react';
import type { Loadable } from './api.ts';
import { movementStatus } from './status.ts';

/** Loading, error and ready states the same way in every panel. */
export function LoadState<T>(props: {
  result: Loadable<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  const { result, label } = props;
  if (result.state === 'loading') {
    return (
      <Card padding={4} radius={2} border>
        <Flex align="center" gap={3}>
          <Spinner muted />
          <Text size={1} muted>
            Loading {label}…
          </Text>
        </Flex>
      </Card>
    );
  }
  if (result.state === 'error') {
    return (
      <Card padding={4} radius={2} tone="critical" border role="alert">
        <Stack gap={2}>
          <Text size={1} weight="semibold">
            Could not load {label}
          </Text>
          <Text size={1}>{result.error.message}</Text>
        </Stack>
      </Card>
    );
  }
  return <>{props.children(result.data)}</>;
}

/**
 * One staff action at a time: `busy` names the one running, a failure's message stays in
 * `error`, a success is toasted with the title the work answers and then `onDone` runs.
 */
export function useStaffAction<K extends string>(onDone?: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function act(kind: K, work: () => Promise<string>) {
    setBusy(kind);
    setError(null);
    try {
      const title = await work();
      toast.push({ status: 'success', title });
      onDone?.();
    } catch (cause) {
      setError((cause as Error).message);
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, setError, act };
}

/** What went wrong with the last action, announced to screen readers. */
export function ErrorNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Card padding={3} radius={2} tone="critical" border role="alert">
      <Text size={1}>{message}</Text>
    </Card>
  );
}

/** A labelled input (or inputs) above each other: the label names the control `id`. */
export function Field(props: {
  id: string;
  label: ReactNode;
  children: ReactNode;
  flex?: number;
  style?: CSSProperties;
}) {
  return (
    <Stack gap={2} flex={props.flex} style={props.style}>
      <Text as="label" htmlFor={props.id} size={1} weight="medium">
        {props.label}
      </Text>
      {props.children}
    </Stack>
  );
}

/** A labelled date input (yyyy-mm-dd, a day in Iceland). */
export function DateField(props: {
  id: string;
  label: string;
  value: string;
  min?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <TextInput
        id={props.id}
        type="date"
        value={props.value}
        min={props.min}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

/** A table row's (or a list item's) small button; ghost unless told otherwise. */
export function RowButton(props: ButtonProps & { onClick?: () => void; 'aria-expanded'?: boolean }) {
  return <Button fontSize={1} padding={2} mode="ghost" {...props} />;
}

/** A list without bullets or indent. */
export const PLAIN_LIST: CSSProperties = { margin: 0, padding: 0, listStyle: 'none' };

/** A reservation's state as a badge, named as on the board (`movementStatus`). */
export function StatusBadge({ status, testId }: { status: string; testId: string }) {
  const { label, tone } = movementStatus(status);
  return (
    <Badge tone={tone} data-testid={testId} data-status={status}>
      {label}
    </Badge>
  );
}

export function CheckedInBadge({ checkedIn }: { checkedIn: boolean }) {
  return checkedIn ? <Badge tone="positive">Checked in</Badge> : <Badge tone="caution">Not yet</Badge>;
}
