/** `POST /api/auth/change-email`'s answer once kept: the address changed now (`changed`), or, when the server sends mail, a link sent to `email` that changes it once opened. */
export interface EmailChangeAnswer {
  changed: boolean;
  email: string;
}
