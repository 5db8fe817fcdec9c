import { routeMetadata } from '@web/components/RoutePage.tsx';
import { EditDetailsPage } from '@web/features/reservation/details/EditDetailsPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('editDetails');

export default EditDetailsPage;
