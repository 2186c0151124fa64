import { CrudScreen } from '../../ui/CrudScreen';
import { routesDeclaration } from './routes.declaration';

/** /master/rute */
export default function RoutesPage() {
  return <CrudScreen declaration={routesDeclaration} />;
}
