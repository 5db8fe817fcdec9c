import { routeMetadata } from '@web/components/RoutePage.tsx';
import { EditOptionsPage } from '@web/features/reservation/options/EditOptionsPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('editOptions');

export default EditOptionsPage;
