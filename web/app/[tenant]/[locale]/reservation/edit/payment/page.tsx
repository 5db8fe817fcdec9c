import { routeMetadata } from '@web/components/RoutePage.tsx';
import { EditPaymentPage } from '@web/features/reservation/payment/EditPaymentPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('editPayment');

export default EditPaymentPage;
