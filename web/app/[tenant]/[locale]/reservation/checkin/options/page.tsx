import { routeMetadata, routePage } from '../../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('checkinOptions');
export default routePage('checkinOptions');
