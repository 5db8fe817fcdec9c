import { routeMetadata } from '@web/components/RoutePage.tsx';
import { CheckInStartPage } from '@web/features/checkin/start/CheckInStartPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('checkinStart');

export default CheckInStartPage;
