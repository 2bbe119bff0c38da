/** The identity mails in English and te reo Māori; `{link}` and `{minutes}` are filled in when sent. */
export type MailLang = 'en' | 'mi';
export type MailKind = 'magic-link' | 'password-reset' | 'email-verify';

export const MAIL_PHRASES: Record<MailKind, Record<MailLang, { subject: string; text: string }>> = {
  'magic-link': {
    en: {
      subject: 'Your sign-in link',
      text: 'Use this link to sign in. It works once, for {minutes} minutes:\n\n{link}\n\nIf you did not ask for it, ignore this mail.',
    },
    mi: {
      subject: 'Tō hononga takiuru',
      text: 'Whakamahia tēnei hononga hei takiuru. Kotahi noa te whakamahinga, mō ngā meneti e {minutes}:\n\n{link}\n\nKi te kore koe i tono, waiho noa tēnei īmēra.',
    },
  },
  'password-reset': {
    en: {
      subject: 'Reset your password',
      text: 'Use this link to choose a new password. It works once, for {minutes} minutes:\n\n{link}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.',
    },
    mi: {
      subject: 'Tautuhia anō tō kupuhipa',
      text: 'Whakamahia tēnei hononga hei kōwhiri i tētahi kupuhipa hou. Kotahi noa te whakamahinga, mō ngā meneti e {minutes}:\n\n{link}\n\nKi te kore koe i tono, waiho noa tēnei īmēra: kāore tō kupuhipa e panoni.',
    },
  },
  'email-verify': {
    en: {
      subject: 'Confirm your email address',
      text: 'Use this link to confirm your email address:\n\n{link}\n\nIf you did not create an account, ignore this mail.',
    },
    mi: {
      subject: 'Whakaūngia tō wāhitau īmēra',
      text: 'Whakamahia tēnei hononga hei whakaū i tō wāhitau īmēra:\n\n{link}\n\nKi te kore koe i waihanga pūkete, waiho noa tēnei īmēra.',
    },
  },
};
