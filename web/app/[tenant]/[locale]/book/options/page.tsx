import { routeMetadata, routePage } from '../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('bookOptions');
export default routePage('bookOptions');
