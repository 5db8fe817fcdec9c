import { routeMetadata } from '@web/components/RoutePage.tsx';
import { ReservationPage } from '@web/features/reservation/overview/ReservationPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('reservation');

export default ReservationPage;
