import { routeMetadata, routePage } from '../../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('checkinSignature');
export default routePage('checkinSignature');
