import { INSPECTION_VIEWS, type InspectionStage } from '@domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import { type Client, payWithCard } from './harness.ts';

/** The smallest valid PNG: a licence photo and a drawn signature alike. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 8×8 JPEG: licence photos are decoded and re-encoded, so a bare header no longer passes. */
export const JPEG_PHOTO = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJMAxHH/2Q==',
  'base64',
);
export const SIGNATURE = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
export const DRIVER = {
  firstName: 'Anna',
  lastName: 'Jónsdóttir',
  dateOfBirth: '1990-04-02',
  licenseNumber: 'IS1234567',
  email: 'anna@example.com',
  phone: '5551234',
  address: 'Laugavegur 1',
  zipcode: '101',
  city: 'Reykjavík',
  country: 'IS',
};

/** Uploads both licence photos and saves the driver details: all the agreement needs before signing. */
export async function readyToSign(url: string, c: Client): Promise<void> {
  for (const [side, bytes, type] of [
    ['front', JPEG_PHOTO, 'image/jpeg'],
    ['back', PNG_1PX, 'image/png'],
  ] as const) {
    const put = await fetch(`${url}/functions/v1/reservation/checkin/licence/${side}`, {
      method: 'PUT',
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '', 'content-type': type },
      body: new Blob([new Uint8Array(bytes)]),
    });
    expect(put.status).toBe(201);
  }
  expect((await c.call('POST', '/reservation/checkin/details', { mainDriver: DRIVER })).status).toBe(200);
}

/** Pays what is due now through the gateway's hosted page. */
export async function payDueNow(c: Client): Promise<void> {
  expect((await payWithCard(c)).payment.status).toBe('succeeded');
}

/** The signature request for the agreement as it stands now. */
export async function signatureBody(c: Client): Promise<Record<string, string>> {
  const contract = await c.call('GET', '/reservation/checkin/contract');
  expect(contract.status).toBe(200);
  return { signerName: 'Anna Jónsdóttir', contractSha256: contract.body.sha256, signature: SIGNATURE };
}

/** Takes every photo of `stage` and submits its readings; answers the submit's reply. */
export async function submitInspection(
  url: string,
  c: Client,
  stage: InspectionStage,
  mileageKm: number,
  fuelEighths = 8,
) {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  for (const view of INSPECTION_VIEWS) {
    const put = await fetch(`${url}/functions/v1/reservation/inspection/${stage}/photos/${view}`, {
      method: 'PUT',
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '', 'content-type': 'image/jpeg' },
      body: new Blob([new Uint8Array(jpeg)]),
    });
    expect(put.status).toBe(201);
  }
  return c.call('POST', `/reservation/inspection/${stage}`, { mileageKm, fuelEighths });
}
