import { routeMetadata, routePage } from '../../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('checkinContract');
export default routePage('checkinContract');
