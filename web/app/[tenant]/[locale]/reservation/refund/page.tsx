import { routeMetadata } from '@web/components/RoutePage.tsx';
import { RefundPage } from '@web/features/reservation/refund/RefundPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('reservationRefund');

export default RefundPage;
