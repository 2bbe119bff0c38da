// The identity mails' words in English and Māori. `{minutes}` is replaced by how long the link lives, `{email}` by
// the address a mail about an email change names (the new one).
// The sales service's share and gift mails use the same phrases and renderer (services/sales/subscription-mails.ts).
export type MailKind =
  | 'magic-link'
  | 'password-reset'
  | 'email-verification'
  | 'email-change'
  | 'email-change-notice'
  | 'email-changed'
  | 'account-deletion'
  | 'subscription-share'
  | 'gift-subscription';
export type MailLang = 'en' | 'mi';

export interface MailPhrases {
  subject: string;
  /** Why the reader gets this mail and what the link does. */
  intro: string;
  /** The link's label in the html version ('' for a mail without a link). */
  action: string;
  /** For readers whose mail program hides the link ('' for a mail without a link). */
  copy: string;
  /** What to do when the reader asked for nothing. */
  ignore: string;
}

export const MAIL_PHRASES: Record<MailKind, Record<MailLang, MailPhrases>> = {
  'magic-link': {
    en: {
      subject: 'Your sign-in link',
      intro: 'Use this link to sign in. It works once and expires in {minutes} minutes.',
      action: 'Sign in',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If you did not ask to sign in, you can ignore this email: nobody can sign in without the link.',
    },
    mi: {
      subject: 'Tō hononga takiuru',
      intro: 'Whakamahia tēnei hononga hei takiuru. Kotahi noa te whakamahinga, ā, ka pau i roto i te {minutes} meneti.',
      action: 'Takiuru',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Ki te kore koe i tono kia takiuru, kaua e aro ki tēnei īmēra: e kore tētahi e taea te takiuru ki te kore te hononga.',
    },
  },
  'password-reset': {
    en: {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your account. Use this link within {minutes} minutes to choose a new password.',
      action: 'Choose a new password',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
    },
    mi: {
      subject: 'Tautuhia anō tō kupuhipa',
      intro: 'I tae mai he tono kia tautuhia anō te kupuhipa o tō pūkete. Whakamahia tēnei hononga i roto i te {minutes} meneti hei kōwhiri i tētahi kupuhipa hou.',
      action: 'Kōwhiria he kupuhipa hou',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Ki te kore nāu i tono, kaua e aro ki tēnei īmēra: ka noho tonu tō kupuhipa.',
    },
  },
  'email-verification': {
    en: {
      subject: 'Confirm your email address',
      intro: 'Please confirm that this is your email address by opening this link within {minutes} minutes.',
      action: 'Confirm my email address',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    mi: {
      subject: 'Whakaūngia tō wāhitau īmēra',
      intro: 'Tēnā whakaūngia ko tōu tēnei wāhitau īmēra mā te whakatuwhera i tēnei hononga i roto i te {minutes} meneti.',
      action: 'Whakaūngia taku wāhitau īmēra',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Ki te kore koe i waihanga pūkete, kaua e aro ki tēnei īmēra.',
    },
  },
  // To the new address: the change counts only once this link is opened (ASVS 7.5.1).
  'email-change': {
    en: {
      subject: 'Confirm your new email address',
      intro: 'You asked to make {email} the email address of your account. Open this link within {minutes} minutes to confirm it: until then, your account keeps its current address.',
      action: 'Confirm my new address',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If you did not ask for this, you can ignore this email: this address will not be added to any account.',
    },
    mi: {
      subject: 'Whakaūngia tō wāhitau īmēra hou',
      intro: 'I tono koe kia noho ko {email} hei wāhitau īmēra mō tō pūkete. Whakatuwheratia tēnei hononga i roto i te {minutes} meneti hei whakaū: kia oti rā anō tērā, ka mau tonu tō pūkete i tōna wāhitau o nāianei.',
      action: 'Whakaūngia taku wāhitau hou',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Ki te kore nāu i tono, kaua e aro ki tēnei īmēra: e kore tēnei wāhitau e tāpirihia ki tētahi pūkete.',
    },
  },
  // To the old address as the change is asked for; the link is the page that asks for a password reset.
  'email-change-notice': {
    en: {
      subject: 'Your email address is being changed',
      intro: 'Someone asked to change the email address of your account to {email}. The change happens only once the link sent to that address is opened.',
      action: 'Reset my password',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If this was you, there is nothing to do. If it was not, reset your password now with the link above: that cancels the change and signs everyone out of your account.',
    },
    mi: {
      subject: 'Kei te hurihia tō wāhitau īmēra',
      intro: 'I tono tētahi kia hurihia te wāhitau īmēra o tō pūkete ki {email}. Ka puta noa te huringa ina whakatuwheratia te hononga i tukuna ki taua wāhitau.',
      action: 'Tautuhia anō taku kupuhipa',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Mēnā nāu tēnei, kāore he mahi mōu. Ki te kore nāu, tautuhia anō tō kupuhipa ināianei mā te hononga i runga ake: ka whakakorea te huringa, ā, ka takiputaina te katoa i tō pūkete.',
    },
  },
  // To the old address once the new one is confirmed: it no longer signs in, so the mail has no link.
  'email-changed': {
    en: {
      subject: 'Your email address has been changed',
      intro: 'The email address of your account is now {email}: this address no longer signs in to it.',
      action: '',
      copy: '',
      ignore: 'If you did not make this change, contact us straight away so we can help you get your account back.',
    },
    mi: {
      subject: 'Kua hurihia tō wāhitau īmēra',
      intro: 'Ko {email} te wāhitau īmēra o tō pūkete ināianei: kua kore e taea tēnei wāhitau te takiuru ki reira.',
      action: '',
      copy: '',
      ignore: 'Ki te kore nāu tēnei huringa, whakapā mai ki a mātou i tēnei wā tonu kia āwhina ai mātou ki te whakahoki mai i tō pūkete.',
    },
  },
  // To the account's address: only this link's nonce approves (or declines) the deletion request.
  'account-deletion': {
    en: {
      subject: 'Confirm the deletion of your account',
      intro: 'You asked to delete your account. Open this link within {minutes} minutes, signed in, to confirm: your profile, your ways to sign in and your data will then be removed for good.',
      action: 'Confirm the deletion',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If you did not ask for this, do not open the link, and change your password: your account stays as it is.',
    },
    mi: {
      subject: 'Whakaūngia te mukunga o tō pūkete',
      intro: 'I tono koe kia mukua tō pūkete. Whakatuwheratia tēnei hononga i roto i te {minutes} meneti, me te takiuru, hei whakaū: kātahi ka mukua rawatia tō kōtaha, ō huarahi takiuru me ō raraunga.',
      action: 'Whakaūngia te mukunga',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Ki te kore nāu i tono, kaua e whakatuwhera i te hononga, ā, hurihia tō kupuhipa: ka noho tonu tō pūkete.',
    },
  },
  'subscription-share': {
    en: {
      subject: 'A subscription has been shared with you',
      intro: 'A subscriber has shared their news subscription with you. Sign in or create an account, then open this link to start reading. The link works once.',
      action: 'Accept the subscription',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If you were not expecting this, you can ignore this email: nothing happens without the link.',
    },
    mi: {
      subject: 'Kua tohaina he ohaurunga ki a koe',
      intro: 'Kua tohaina e tētahi kaiohauru tōna ohaurunga pārongo ki a koe. Takiuru mai, waihanga pūkete rānei, kātahi ka whakatuwhera i tēnei hononga kia tīmata te pānui. Kotahi noa te whakamahinga.',
      action: 'Whakaaetia te ohaurunga',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Ki te kore koe i te tatari mō tēnei, kaua e aro ki tēnei īmēra: kāore he mea e puta ki te kore te hononga.',
    },
  },
  'gift-subscription': {
    en: {
      subject: 'You have been given a news subscription',
      intro: 'Someone has given you a subscription as a gift. Sign in or create an account, then open this link to start it. The link works once.',
      action: 'Redeem my gift',
      copy: 'If the button does not work, copy this address into your browser:',
      ignore: 'If you were not expecting a gift, you can ignore this email.',
    },
    mi: {
      subject: 'Kua whakawhiwhia koe ki tētahi ohaurunga pārongo',
      intro: 'Kua hoatu e tētahi he ohaurunga hei koha ki a koe. Takiuru mai, waihanga pūkete rānei, kātahi ka whakatuwhera i tēnei hononga hei tīmata. Kotahi noa te whakamahinga.',
      action: 'Whakamahia taku koha',
      copy: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
      ignore: 'Ki te kore koe i te tatari mō tētahi koha, kaua e aro ki tēnei īmēra.',
    },
  },
};

/** How long each link lives unless the caller says otherwise (issue 12: about 15 minutes, 60 for resets). */
export const DEFAULT_LINK_MINUTES: Record<MailKind, number> = {
  'magic-link': 15,
  'password-reset': 60,
  'email-verification': 24 * 60,
  'email-change': 10,
  'account-deletion': 10,
  // Notices of an email change: the one to the old address links to the reset page, which does not expire.
  'email-change-notice': 0,
  'email-changed': 0,
  // Share and gift tokens do not expire: a gift may wait for its day; the texts name no time.
  'subscription-share': 0,
  'gift-subscription': 0,
};
