// The rental agreement, template 1830 (SPEC section 9), rendered from a reservation. Pure.
import { createHash } from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';
import { TIME_ZONE } from '../../domain/index.ts';
import type { PriceSummary } from './pricing.ts';

export const CONTRACT_TEMPLATE_ID = 1830;
export const CHECKIN_PAYMENT_OPTION_ID = 540;

export interface ContractData {
  brandName: string;
  reference: string;
  vehicleName: string;
  orSimilar: boolean;
  pickupLocation: string;
  returnLocation: string;
  pickupAt: Date;
  returnAt: Date;
  renter: { name: string; email: string; phone?: string; address?: string };
  drivers: { name: string; licenseNumber?: string; dateOfBirth?: string }[];
  price: Pick<PriceSummary, 'lines' | 'excess' | 'deposit'>;
  insuranceName: string;
  extras: string[];
  minDriverAge: number;
  fRoadAllowed: boolean;
}

const isk = (n: number) => `${new Intl.NumberFormat('is-IS').format(n)} kr`;
const when = (d: Date) => formatInTimeZone(d, TIME_ZONE, 'yyyy-MM-dd HH:mm');

/** Plain text, one paragraph per line, so the hash is stable and the PDF is a faithful copy. */
export function renderContract(data: ContractData): string {
  const lines = [
    `${data.brandName} - Rental agreement (template ${CONTRACT_TEMPLATE_ID})`,
    `Reservation ${data.reference}`,
    '',
    `Renter: ${data.renter.name}, ${data.renter.email}${data.renter.phone ? `, ${data.renter.phone}` : ''}${data.renter.address ? `, ${data.renter.address}` : ''}`,
    ...data.drivers.map(
      (d, i) =>
        `Driver ${i + 1}: ${d.name}${d.dateOfBirth ? `, born ${d.dateOfBirth}` : ''}${d.licenseNumber ? `, licence ${d.licenseNumber}` : ''}`,
    ),
    '',
    `Vehicle: ${data.vehicleName}${data.orSimilar ? ' or similar' : ' (guaranteed model)'}`,
    `Pickup: ${data.pickupLocation}, ${when(data.pickupAt)} (Iceland time)`,
    `Return: ${data.returnLocation}, ${when(data.returnAt)} (Iceland time)`,
    `Insurance: ${data.insuranceName}; excess ${isk(data.price.excess)}; deposit ${isk(data.price.deposit)}`,
    `Extras: ${data.extras.length ? data.extras.join(', ') : 'none'}`,
    '',
    ...data.price.lines.map((l) => `${l.label}: ${isk(l.amount)}`),
    '',
    '1. The vehicle may only be driven by the drivers named above, who must hold a valid licence and be at least ' +
      `${data.minDriverAge} years old.`,
    data.fRoadAllowed
      ? '2. The vehicle may be driven on mountain roads marked F. River crossings are at the renter’s own risk and not insured.'
      : '2. Driving on mountain roads marked F and off-road driving are prohibited by the agreement and by Icelandic law.',
    '3. Damage by gravel, sand, ash, water and wind (doors) is covered only by the protections listed above.',
    '4. The renter pays fuel or charging, parking fines, speeding fines and tolls incurred during the rental.',
    '5. The rental price includes unlimited kilometres. Road tax on electric and hybrid vehicles is collected for the state.',
    '6. The vehicle is returned at the agreed place and time in the condition it was received, normal wear excepted.',
    '7. Icelandic law applies; disputes go before the District Court of Reykjavík.',
  ];
  return lines.join('\n');
}

export function contractHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
