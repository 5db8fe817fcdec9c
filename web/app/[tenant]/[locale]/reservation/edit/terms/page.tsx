import { routeMetadata } from '@web/components/RoutePage.tsx';
import { EditTermsPage } from '@web/features/reservation/terms/EditTermsPage.tsx';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('editTerms');

export default EditTermsPage;
