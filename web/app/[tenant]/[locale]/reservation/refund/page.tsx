import { routeMetadata, routePage } from '../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('reservationRefund');
export default routePage('reservationRefund');
