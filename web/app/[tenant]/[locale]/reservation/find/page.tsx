import { routeMetadata, routePage } from '../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('reservationFind');
export default routePage('reservationFind');
