import { routeMetadata } from '@web/components/RoutePage.tsx';
import { FindPage } from '@web/features/reservation/find/FindPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('reservationFind');

export default FindPage;
