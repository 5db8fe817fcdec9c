import { routeMetadata, routePage } from '../../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('editOptions');
export default routePage('editOptions');
