import { renderMail } from './mail-layout';

const NBSP = '\u00a0';

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail that invites a new member of the team to choose a password. It names the account
 * (its username, which the person will type to sign in) and the practice, never the password.
 */
export function composeInvitationMail(
  practiceName: string,
  username: string,
  url: string,
  validHours: number,
): AccountMail {
  const subject = `Votre accès à l’espace d’administration du cabinet ${practiceName}`;
  return {
    subject,
    ...renderMail(subject, [
      'Bonjour,',
      `Un compte a été créé pour vous dans l’espace d’administration du site du cabinet ${practiceName}. Votre nom d’utilisateur${NBSP}: ${username}`,
      { action: 'Pour choisir votre mot de passe, ouvrez ce lien', button: 'Choisir mon mot de passe', url },
      `Ce lien est valable ${validHours}${NBSP}heures et ne sert qu’une fois. Passé ce délai, demandez au praticien de vous envoyer une nouvelle invitation.`,
      `Si vous n’attendiez pas ce message, ignorez-le${NBSP}: sans mot de passe choisi, le compte ne peut pas servir.`,
    ]),
  };
}

/** The e-mail with the link to choose a new password, after someone asked for it. */
export function composePasswordResetMail(
  practiceName: string,
  username: string,
  url: string,
  validMinutes: number,
): AccountMail {
  const subject = `Nouveau mot de passe pour l’espace d’administration du cabinet ${practiceName}`;
  return {
    subject,
    ...renderMail(subject, [
      'Bonjour,',
      `Un nouveau mot de passe a été demandé pour le compte «${NBSP}${username}${NBSP}».`,
      { action: 'Pour le choisir, ouvrez ce lien', button: 'Choisir un nouveau mot de passe', url },
      `Ce lien est valable ${validMinutes}${NBSP}minutes et ne sert qu’une fois. Une fois le mot de passe changé, toutes les sessions ouvertes du compte prennent fin.`,
      `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: votre mot de passe reste le même.`,
    ]),
  };
}
