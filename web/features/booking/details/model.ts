/**
 * The Details step's form values and their schema, shared by the form in the browser and the
 * server action. The rules themselves are the domain's; this maps the form's
 * field names onto them.
 */
import { bookingDetailsSchema, detailsErrors, type Locale, type Tenant } from '@domain';

export interface PersonValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export interface DetailsValues {
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    country: string;
    dateOfBirth: string;
    ssn: string;
    address: string;
    zipcode: string;
    city: string;
  };
  bookerDrives: 'yes' | 'someoneElse';
  mainDriver: PersonValues;
  extraDrivers: PersonValues[];
  trip: { numberOfPassengers: string; flightNumber: string; arrivalTime: string; specialComments: string };
  lease: { leaseStartDate: string; leaseEndDate: string; deliveryTime: string; deliveryLocation: string };
}

export const EMPTY_PERSON: PersonValues = { firstName: '', lastName: '', dateOfBirth: '' };

export function emptyDetails(country: string, extraDrivers: number): DetailsValues {
  return {
    customer: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      country,
      dateOfBirth: '',
      ssn: '',
      address: '',
      zipcode: '',
      city: '',
    },
    bookerDrives: 'yes',
    mainDriver: { ...EMPTY_PERSON },
    extraDrivers: Array.from({ length: extraDrivers }, () => ({ ...EMPTY_PERSON })),
    trip: { numberOfPassengers: '', flightNumber: '', arrivalTime: '', specialComments: '' },
    lease: { leaseStartDate: '', leaseEndDate: '', deliveryTime: '', deliveryLocation: '' },
  };
}

export interface DetailsSchemaOptions {
  tenant: Tenant;
  today: string;
  minDriverAge: number;
  pickupDate: string;
}

/** The form's schema in the visitor's language: the domain's, with this booking's dates and vehicle. */
export function detailsSchemaFor(locale: Locale, options: DetailsSchemaOptions) {
  return bookingDetailsSchema(locale, options);
}

/** One message per field, in the order the form shows them (the error summary). */
export function flattenErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return detailsErrors(issues);
}

/** The posted form (`customer.firstName`, `extraDrivers.0.dateOfBirth`, …) as the nested values. */
export function detailsFromForm(formData: FormData, extraDrivers: number, country: string): DetailsValues {
  const values = emptyDetails(country, extraDrivers);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value.slice(0, 2000) : '';
  };
  for (const key of Object.keys(values.customer) as (keyof DetailsValues['customer'])[])
    values.customer[key] = text(`customer.${key}`);
  values.bookerDrives = text('bookerDrives') === 'someoneElse' ? 'someoneElse' : 'yes';
  for (const key of Object.keys(values.mainDriver) as (keyof PersonValues)[])
    values.mainDriver[key] = text(`mainDriver.${key}`);
  values.extraDrivers.forEach((driver, index) => {
    for (const key of Object.keys(driver) as (keyof PersonValues)[])
      driver[key] = text(`extraDrivers.${index}.${key}`);
  });
  for (const key of Object.keys(values.trip) as (keyof DetailsValues['trip'])[])
    values.trip[key] = text(`trip.${key}`);
  for (const key of Object.keys(values.lease) as (keyof DetailsValues['lease'])[])
    values.lease[key] = text(`lease.${key}`);
  return values;
}

/** What the schema validates: the main driver only when someone else drives. */
export function schemaInput(values: DetailsValues): Record<string, unknown> {
  const { mainDriver, lease, ...rest } = values;
  return {
    ...rest,
    ...(values.bookerDrives === 'someoneElse' ? { mainDriver } : {}),
    ...(lease.leaseStartDate || lease.leaseEndDate || lease.deliveryTime || lease.deliveryLocation
      ? { lease }
      : {}),
  };
}
