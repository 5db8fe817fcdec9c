import { routeMetadata, routePage } from '../../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('editPayment');
export default routePage('editPayment');
