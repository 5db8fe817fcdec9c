import { routeMetadata } from '@web/components/RoutePage.tsx';
import { CheckInOptionsPage } from '@web/features/checkin/options/CheckInOptionsPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('checkinOptions');

export default CheckInOptionsPage;
