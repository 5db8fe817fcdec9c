import { routeMetadata, routePage } from '../../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('checkinPayment');
export default routePage('checkinPayment');
