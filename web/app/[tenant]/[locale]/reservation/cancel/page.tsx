import { routeMetadata } from '@web/components/RoutePage.tsx';
import { CancelPage } from '@web/features/reservation/cancel/CancelPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('reservationCancel');

export default CancelPage;
