import { useRevalidator } from "react-router";
import { GlobalErrorScreen } from "../components/global-error-screen";

/** A route that failed to render or whose code failed to load (after its one retry). */
export function RouteError() {
  const revalidator = useRevalidator();
  return <GlobalErrorScreen onTryAgain={() => void revalidator.revalidate()} />;
}
