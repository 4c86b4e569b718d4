import { useEffect } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { PageMessage } from "../../components/page-message";
import { listsAvailable } from "../../lists/lists-available";
import { readListAddress } from "./list-answer";

export { loadListsPage } from "./list-answer";
import { ListView } from "./list-view";
import { ListsOverview } from "./lists-overview";
import "./lists.css";

/**
 * `/lists`: what the person keeps, with export and import; `/lists/{watchlist|favorites|seen|ratings}`:
 * one list. When the server keeps no lists for this sign-in (Clerk without its key:
 * lists/lists-available.ts), the page says so.
 */
export default function ListsPage() {
  const { list } = useParams();
  const [params] = useSearchParams();
  const address = list === undefined ? undefined : readListAddress(list, params);
  useListsOwnAddress(list, address?.list, params);
  if (!listsAvailable()) return <PageMessage title="Your lists" text="Lists are kept with MovieApp’s own accounts; with this sign-in they are not available yet." linkTo="/" linkText="Back to popular movies" />;
  if (list === undefined) return <ListsOverview />;
  if (!address) return <PageMessage title="List not found" text={`There is no list “${list}”: your lists are the watchlist, favourites, films seen and ratings.`} linkTo="/lists" linkText="Your lists" />;
  return <ListView address={address} />;
}

/** A list reached by the word people read for it (`/lists/favourites`) takes its own address, in place of the one typed. */
function useListsOwnAddress(typed: string | undefined, list: string | undefined, params: URLSearchParams) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const search = params.toString();
  useEffect(() => {
    if (list !== undefined && typed !== list) void navigate({ pathname: `/lists/${list}`, search, hash }, { replace: true });
  }, [typed, list, search, hash, navigate]);
}
