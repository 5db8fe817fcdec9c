import { routeMetadata } from '@web/components/RoutePage.tsx';
import { CheckInPaymentPage } from '@web/features/checkin/payment/CheckInPaymentPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('checkinPayment');

export default CheckInPaymentPage;
