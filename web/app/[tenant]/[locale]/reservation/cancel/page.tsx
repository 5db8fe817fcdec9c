import { routeMetadata, routePage } from '../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('reservationCancel');
export default routePage('reservationCancel');
