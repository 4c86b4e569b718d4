/** Where the link a change of address mails leads once opened (when the server sends mail): back to the account page. */
export const EMAIL_CHANGE_RETURN = "/account";

/** `POST /api/auth/change-email`'s answer once kept: the address changed now (`changed`), or, when the server sends mail, a link sent to `email` that changes it once opened. */
export interface EmailChangeAnswer {
  changed: boolean;
  email: string;
}
