import { routeMetadata, routePage } from '../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('bookVehicles');
export default routePage('bookVehicles');
