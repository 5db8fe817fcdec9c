import { routeMetadata, routePage } from '../../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('checkinDetails');
export default routePage('checkinDetails');
