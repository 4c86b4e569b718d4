import { Link, Outlet, useNavigation } from "react-router";
import { PageSpinner } from "../components/page-spinner";

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <header className="app-header">
        <Link to="/" className="app-header__logo" aria-label="MovieApp">
          MovieApp
        </Link>
      </header>
      {navigation.state === "loading" ? <PageSpinner /> : <Outlet />}
    </>
  );
}
