import { CreateReservationInput } from '@booking/http/schemas.ts';
import {
  type ApiDetails,
  type BookingDetails,
  type BookingDetailsInput,
  type BookingDetailsOptions,
  bookingDetailsSchema,
  detailsFromApi,
  detailsToApi,
  IS_CUSTOMER,
} from '@domain';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-03-10';
const PICKUP = '2026-06-15';
const cars: BookingDetailsOptions = { tenant: 'cars', today: TODAY, pickupDate: PICKUP };
const lease: BookingDetailsOptions = { tenant: 'lease', today: TODAY, pickupDate: PICKUP };

const person = (firstName: string, dateOfBirth: string) => ({
  firstName,
  lastName: 'Jónsdóttir',
  dateOfBirth,
});

/** As the Details form posts it: every field present, some blank. */
function form(overrides: Partial<BookingDetailsInput> = {}): BookingDetailsInput {
  return {
    customer: {
      firstName: 'Lena',
      lastName: 'Müller',
      email: 'lena.mueller@example.de',
      phone: '+49 151 23456789',
      country: 'DE',
      dateOfBirth: '1990-04-02',
      ssn: '',
      address: '',
      zipcode: '',
      city: 'Hamburg',
    },
    bookerDrives: 'yes',
    mainDriver: { firstName: '', lastName: '', dateOfBirth: '' },
    extraDrivers: [],
    trip: { numberOfPassengers: '2', flightNumber: 'FI 615', arrivalTime: '15:40', specialComments: '' },
    lease: { leaseStartDate: '', leaseEndDate: '', deliveryTime: '', deliveryLocation: '' },
    ...overrides,
  };
}

const CASES: [string, BookingDetailsInput, BookingDetailsOptions][] = [
  ['the booker drives', form(), cars],
  [
    'someone else drives, with two extra drivers',
    form({
      bookerDrives: 'someoneElse',
      mainDriver: person('Anna', '1985-01-31'),
      extraDrivers: [person('Sigga', '1992-07-01'), person('Gunna', '1970-12-24')],
    }),
    cars,
  ],
  [
    'a lease delivered to an address',
    form({
      lease: {
        leaseStartDate: PICKUP,
        leaseEndDate: '2026-09-15',
        deliveryTime: '10:00',
        deliveryLocation: 'Laugavegur 1, Reykjavík',
      },
    }),
    lease,
  ],
];

describe('the Details form ↔ the booking API', () => {
  it.each(CASES)('%s: form → API → form gives back the same details', (_name, input, options) => {
    const schema = bookingDetailsSchema('en', options);
    const details = schema.parse(input);
    const api = detailsToApi(details);
    // What the site sends is a body the booking service accepts as it stands.
    const body = CreateReservationInput.shape.customer.parse(api.customer);
    expect(body).toEqual(api.customer);
    expect(CreateReservationInput.shape.mainDriver.parse(api.mainDriver)).toEqual(api.mainDriver);
    expect(schema.parse(detailsFromApi(api))).toEqual(details);
  });

  it('answers "Yes" or "Someone else" by who drives, and back', () => {
    const own = detailsToApi(bookingDetailsSchema('en', cars).parse(form()));
    expect(own.mainDriver).toEqual({ isCustomer: IS_CUSTOMER.yes });
    expect(IS_CUSTOMER.yes).toBe('Yes');
    const other = detailsToApi(
      bookingDetailsSchema('en', cars).parse(
        form({ bookerDrives: 'someoneElse', mainDriver: person('Anna', '1985-01-31') }),
      ),
    );
    expect(other.mainDriver).toEqual({ isCustomer: 'Someone else', ...person('Anna', '1985-01-31') });
    expect(detailsFromApi(own).bookerDrives).toBe('yes');
    expect(detailsFromApi(other).bookerDrives).toBe('someoneElse');
    expect(detailsFromApi(other).mainDriver).toEqual(person('Anna', '1985-01-31'));
    expect(detailsFromApi(own).mainDriver).toBeUndefined();
  });

  it('API → form → API keeps what a partner sent, birth dates left for check-in', () => {
    const api: ApiDetails = {
      customer: {
        firstName: 'Jón',
        lastName: 'Jónsson',
        email: 'jon@example.is',
        phone: '+3545551234',
        country: 'IS',
        ssn: '1201743399',
      },
      mainDriver: { isCustomer: 'Someone else', firstName: 'Anna', lastName: 'Jónsdóttir' },
      extraDrivers: [{ firstName: 'Sigga', lastName: 'Jónsdóttir' }],
      trip: { numberOfPassengers: 3 },
    };
    const schema = bookingDetailsSchema('en', { ...cars, identityAtCheckIn: true });
    // Checked as the API checks partners' bookings (identity at check-in), mapped back as the site maps.
    const back = detailsToApi(schema.parse(detailsFromApi(api)) as BookingDetails);
    expect(back.mainDriver).toMatchObject({
      isCustomer: 'Someone else',
      firstName: 'Anna',
      lastName: 'Jónsdóttir',
    });
    expect(back.customer).toMatchObject(api.customer);
    expect(back.extraDrivers.map((d) => d.firstName)).toEqual(['Sigga']);
    expect(back.trip).toEqual({ numberOfPassengers: 3 });
  });

  it('books only as many extra drivers as the Options step asked for', () => {
    const details = bookingDetailsSchema('en', cars).parse(
      form({ extraDrivers: [person('Sigga', '1992-07-01'), person('Gunna', '1970-12-24')] }),
    );
    expect(detailsToApi(details, 1).extraDrivers).toEqual([person('Sigga', '1992-07-01')]);
    expect(detailsToApi(details, 0).extraDrivers).toEqual([]);
  });
});
