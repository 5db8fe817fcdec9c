import { routeMetadata, routePage } from '../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('bookError');
export default routePage('bookError');
