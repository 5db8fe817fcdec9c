import { routeMetadata, routePage } from '../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('reservation');
export default routePage('reservation');
