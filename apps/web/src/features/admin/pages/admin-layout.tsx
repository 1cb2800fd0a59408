import { Outlet } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useProfile } from '../../auth';
import { AdminNav } from '../components/admin-nav';
import { LoadProblem } from '../components/load-problem';
import { NotAllowed } from '../components/not-allowed';

/**
 * /admin/*: the router has already sent guests to sign in; here the profile's role decides. The API
 * refuses non-admins with 403 anyway, so this only spares them a broken page.
 */
export function AdminLayout() {
  const { data: profile, error } = useProfile();
  if (error) return <LoadProblem error={error} what="your profile" />;
  if (!profile)
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading the order desk" />
      </div>
    );
  if (profile.role !== 'admin') return <NotAllowed />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <AdminNav />
      <Outlet />
    </div>
  );
}
