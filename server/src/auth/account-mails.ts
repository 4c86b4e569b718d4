import type { Mail } from "../mail/mail-channel";

/** How long a link to confirm an address works, as the mails say it. */
export const CONFIRMATION_LINK_HOURS = 24;

/**
 * The mails sign-up sends when the server has a mail channel (docs/decisions/041). A sign-up for a
 * new address and one for a registered address get the same answer on screen; only the address's
 * owner learns which it was, from one of these.
 */

/** To a new account's address: the link that confirms it and signs the person in. */
export function confirmAddressMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Confirm your email address for MovieApp",
    text: [
      "Welcome to MovieApp!",
      "",
      "Open this link to confirm your email address and finish creating your account:",
      link,
      "",
      `The link works once, for ${CONFIRMATION_LINK_HOURS} hours. If you did not sign up for MovieApp, you can ignore this mail: no account is used until the address is confirmed.`,
    ].join("\n"),
  };
}

/** To a registered address that someone tried to sign up with again: how to sign in instead. */
export function alreadyRegisteredMail(to: string, signInLink: string): Mail {
  return {
    to,
    subject: "You already have a MovieApp account",
    text: [
      "Someone, probably you, tried to create a MovieApp account with this email address, which already has one.",
      "",
      "To use your account, sign in here:",
      signInLink,
      "",
      "If it was not you, you can ignore this mail: nothing about your account has changed.",
    ].join("\n"),
  };
}

/** To the new address a person gave their account: the link that makes it the account's address. */
export function confirmNewAddressMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Confirm your new email address for MovieApp",
    text: [
      "Someone, probably you, asked to use this address for their MovieApp account.",
      "",
      "Open this link to confirm it; the account then uses this address to sign in:",
      link,
      "",
      `The link works for ${CONFIRMATION_LINK_HOURS} hours. If you did not ask for this, you can ignore this mail: nothing changes.`,
    ].join("\n"),
  };
}
