import { routeMetadata } from '@web/components/RoutePage.tsx';
import { CheckInDetailsPage } from '@web/features/checkin/details/CheckInDetailsPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('checkinDetails');

export default CheckInDetailsPage;
