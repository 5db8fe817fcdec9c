import { routeMetadata } from '@web/components/RoutePage.tsx';
import { CheckInSignaturePage } from '@web/features/checkin/signature/CheckInSignaturePage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('checkinSignature');

export default CheckInSignaturePage;
