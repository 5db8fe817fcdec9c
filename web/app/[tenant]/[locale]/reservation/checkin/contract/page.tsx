import { routeMetadata } from '@web/components/RoutePage.tsx';
import { CheckInContractPage } from '@web/features/checkin/contract/CheckInContractPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('checkinContract');

export default CheckInContractPage;
