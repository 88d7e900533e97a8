/**
 * Countries and territories with their time zone and international dialling code.
 *
 * Sources: two-letter codes from ISO 3166-1 alpha-2 (with the user-assigned `XK` for Kosovo, as
 * the EU and CLDR use it, and the exceptionally reserved `AC` and `TA` for Ascension Island and
 * Tristan da Cunha, which have their own dialling codes); dialling codes from the ITU-T E.164
 * assignments as libphonenumber's metadata carries them (a unit test keeps the two equal);
 * time zones from the IANA tz database, one zone per entry (the capital's, or the most populous
 * region's). The English names here are the fallback: people see the names of their own locale
 * from `Intl.DisplayNames`. The UTC offset is computed from the zone for a given date, so it is
 * right during daylight saving time too.
 *
 * Only the tel field's lazily loaded part and the form renderer read this list: keep it out of
 * every other import path so that a page without a phone field does not download it.
 */

/** One country or territory. */
export interface Country {
  /** Name in the requested locale (English when the runtime has no name for it). */
  label: string;
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  /** IANA time zone name. */
  timezone: string;
  /** Offset from UTC of the time zone at the date the list was made for, `±HH:MM`. */
  utcOffset: string;
  /** International dialling code with its plus sign, such as `+44`. */
  mobileCode: string;
}

type Row = readonly [englishName: string, code: string, timezone: string, mobileCode: string];

const rows: readonly Row[] = [
  ['Afghanistan', 'AF', 'Asia/Kabul', '+93'],
  ['Åland Islands', 'AX', 'Europe/Mariehamn', '+358'],
  ['Albania', 'AL', 'Europe/Tirane', '+355'],
  ['Algeria', 'DZ', 'Africa/Algiers', '+213'],
  ['American Samoa', 'AS', 'Pacific/Pago_Pago', '+1'],
  ['Andorra', 'AD', 'Europe/Andorra', '+376'],
  ['Angola', 'AO', 'Africa/Luanda', '+244'],
  ['Anguilla', 'AI', 'America/Anguilla', '+1'],
  ['Antarctica', 'AQ', 'Antarctica/McMurdo', '+672'],
  ['Antigua and Barbuda', 'AG', 'America/Antigua', '+1'],
  ['Argentina', 'AR', 'America/Argentina/Buenos_Aires', '+54'],
  ['Armenia', 'AM', 'Asia/Yerevan', '+374'],
  ['Aruba', 'AW', 'America/Aruba', '+297'],
  ['Ascension Island', 'AC', 'Atlantic/St_Helena', '+247'],
  ['Australia', 'AU', 'Australia/Sydney', '+61'],
  ['Austria', 'AT', 'Europe/Vienna', '+43'],
  ['Azerbaijan', 'AZ', 'Asia/Baku', '+994'],
  ['Bahamas', 'BS', 'America/Nassau', '+1'],
  ['Bahrain', 'BH', 'Asia/Bahrain', '+973'],
  ['Bangladesh', 'BD', 'Asia/Dhaka', '+880'],
  ['Barbados', 'BB', 'America/Barbados', '+1'],
  ['Belarus', 'BY', 'Europe/Minsk', '+375'],
  ['Belgium', 'BE', 'Europe/Brussels', '+32'],
  ['Belize', 'BZ', 'America/Belize', '+501'],
  ['Benin', 'BJ', 'Africa/Porto-Novo', '+229'],
  ['Bermuda', 'BM', 'Atlantic/Bermuda', '+1'],
  ['Bhutan', 'BT', 'Asia/Thimphu', '+975'],
  ['Bolivia', 'BO', 'America/La_Paz', '+591'],
  ['Bonaire, Sint Eustatius and Saba', 'BQ', 'America/Kralendijk', '+599'],
  ['Bosnia and Herzegovina', 'BA', 'Europe/Sarajevo', '+387'],
  ['Botswana', 'BW', 'Africa/Gaborone', '+267'],
  ['Brazil', 'BR', 'America/Sao_Paulo', '+55'],
  ['British Indian Ocean Territory', 'IO', 'Indian/Chagos', '+246'],
  ['British Virgin Islands', 'VG', 'America/Tortola', '+1'],
  ['Brunei', 'BN', 'Asia/Brunei', '+673'],
  ['Bulgaria', 'BG', 'Europe/Sofia', '+359'],
  ['Burkina Faso', 'BF', 'Africa/Ouagadougou', '+226'],
  ['Burundi', 'BI', 'Africa/Bujumbura', '+257'],
  ['Cabo Verde', 'CV', 'Atlantic/Cape_Verde', '+238'],
  ['Cambodia', 'KH', 'Asia/Phnom_Penh', '+855'],
  ['Cameroon', 'CM', 'Africa/Douala', '+237'],
  ['Canada', 'CA', 'America/Toronto', '+1'],
  ['Cayman Islands', 'KY', 'America/Cayman', '+1'],
  ['Central African Republic', 'CF', 'Africa/Bangui', '+236'],
  ['Chad', 'TD', 'Africa/Ndjamena', '+235'],
  ['Chile', 'CL', 'America/Santiago', '+56'],
  ['China', 'CN', 'Asia/Shanghai', '+86'],
  ['Christmas Island', 'CX', 'Indian/Christmas', '+61'],
  ['Cocos (Keeling) Islands', 'CC', 'Indian/Cocos', '+61'],
  ['Colombia', 'CO', 'America/Bogota', '+57'],
  ['Comoros', 'KM', 'Indian/Comoro', '+269'],
  ['Congo', 'CG', 'Africa/Brazzaville', '+242'],
  ['Congo (Democratic Republic)', 'CD', 'Africa/Kinshasa', '+243'],
  ['Cook Islands', 'CK', 'Pacific/Rarotonga', '+682'],
  ['Costa Rica', 'CR', 'America/Costa_Rica', '+506'],
  ['Côte d’Ivoire', 'CI', 'Africa/Abidjan', '+225'],
  ['Croatia', 'HR', 'Europe/Zagreb', '+385'],
  ['Cuba', 'CU', 'America/Havana', '+53'],
  ['Curaçao', 'CW', 'America/Curacao', '+599'],
  ['Cyprus', 'CY', 'Asia/Nicosia', '+357'],
  ['Czechia', 'CZ', 'Europe/Prague', '+420'],
  ['Denmark', 'DK', 'Europe/Copenhagen', '+45'],
  ['Djibouti', 'DJ', 'Africa/Djibouti', '+253'],
  ['Dominica', 'DM', 'America/Dominica', '+1'],
  ['Dominican Republic', 'DO', 'America/Santo_Domingo', '+1'],
  ['Ecuador', 'EC', 'America/Guayaquil', '+593'],
  ['Egypt', 'EG', 'Africa/Cairo', '+20'],
  ['El Salvador', 'SV', 'America/El_Salvador', '+503'],
  ['Equatorial Guinea', 'GQ', 'Africa/Malabo', '+240'],
  ['Eritrea', 'ER', 'Africa/Asmara', '+291'],
  ['Estonia', 'EE', 'Europe/Tallinn', '+372'],
  ['Eswatini', 'SZ', 'Africa/Mbabane', '+268'],
  ['Ethiopia', 'ET', 'Africa/Addis_Ababa', '+251'],
  ['Falkland Islands', 'FK', 'Atlantic/Stanley', '+500'],
  ['Faroe Islands', 'FO', 'Atlantic/Faroe', '+298'],
  ['Fiji', 'FJ', 'Pacific/Fiji', '+679'],
  ['Finland', 'FI', 'Europe/Helsinki', '+358'],
  ['France', 'FR', 'Europe/Paris', '+33'],
  ['French Guiana', 'GF', 'America/Cayenne', '+594'],
  ['French Polynesia', 'PF', 'Pacific/Tahiti', '+689'],
  ['French Southern Territories', 'TF', 'Indian/Kerguelen', '+262'],
  ['Gabon', 'GA', 'Africa/Libreville', '+241'],
  ['Gambia', 'GM', 'Africa/Banjul', '+220'],
  ['Georgia', 'GE', 'Asia/Tbilisi', '+995'],
  ['Germany', 'DE', 'Europe/Berlin', '+49'],
  ['Ghana', 'GH', 'Africa/Accra', '+233'],
  ['Gibraltar', 'GI', 'Europe/Gibraltar', '+350'],
  ['Greece', 'GR', 'Europe/Athens', '+30'],
  ['Greenland', 'GL', 'America/Nuuk', '+299'],
  ['Grenada', 'GD', 'America/Grenada', '+1'],
  ['Guadeloupe', 'GP', 'America/Guadeloupe', '+590'],
  ['Guam', 'GU', 'Pacific/Guam', '+1'],
  ['Guatemala', 'GT', 'America/Guatemala', '+502'],
  ['Guernsey', 'GG', 'Europe/Guernsey', '+44'],
  ['Guinea', 'GN', 'Africa/Conakry', '+224'],
  ['Guinea-Bissau', 'GW', 'Africa/Bissau', '+245'],
  ['Guyana', 'GY', 'America/Guyana', '+592'],
  ['Haiti', 'HT', 'America/Port-au-Prince', '+509'],
  ['Holy See', 'VA', 'Europe/Vatican', '+39'],
  ['Honduras', 'HN', 'America/Tegucigalpa', '+504'],
  ['Hong Kong', 'HK', 'Asia/Hong_Kong', '+852'],
  ['Hungary', 'HU', 'Europe/Budapest', '+36'],
  ['Iceland', 'IS', 'Atlantic/Reykjavik', '+354'],
  ['India', 'IN', 'Asia/Kolkata', '+91'],
  ['Indonesia', 'ID', 'Asia/Jakarta', '+62'],
  ['Iran', 'IR', 'Asia/Tehran', '+98'],
  ['Iraq', 'IQ', 'Asia/Baghdad', '+964'],
  ['Ireland', 'IE', 'Europe/Dublin', '+353'],
  ['Isle of Man', 'IM', 'Europe/Isle_of_Man', '+44'],
  ['Israel', 'IL', 'Asia/Jerusalem', '+972'],
  ['Italy', 'IT', 'Europe/Rome', '+39'],
  ['Jamaica', 'JM', 'America/Jamaica', '+1'],
  ['Japan', 'JP', 'Asia/Tokyo', '+81'],
  ['Jersey', 'JE', 'Europe/Jersey', '+44'],
  ['Jordan', 'JO', 'Asia/Amman', '+962'],
  ['Kazakhstan', 'KZ', 'Asia/Almaty', '+7'],
  ['Kenya', 'KE', 'Africa/Nairobi', '+254'],
  ['Kiribati', 'KI', 'Pacific/Tarawa', '+686'],
  ['Kosovo', 'XK', 'Europe/Belgrade', '+383'],
  ['Kuwait', 'KW', 'Asia/Kuwait', '+965'],
  ['Kyrgyzstan', 'KG', 'Asia/Bishkek', '+996'],
  ['Laos', 'LA', 'Asia/Vientiane', '+856'],
  ['Latvia', 'LV', 'Europe/Riga', '+371'],
  ['Lebanon', 'LB', 'Asia/Beirut', '+961'],
  ['Lesotho', 'LS', 'Africa/Maseru', '+266'],
  ['Liberia', 'LR', 'Africa/Monrovia', '+231'],
  ['Libya', 'LY', 'Africa/Tripoli', '+218'],
  ['Liechtenstein', 'LI', 'Europe/Vaduz', '+423'],
  ['Lithuania', 'LT', 'Europe/Vilnius', '+370'],
  ['Luxembourg', 'LU', 'Europe/Luxembourg', '+352'],
  ['Macao', 'MO', 'Asia/Macau', '+853'],
  ['Madagascar', 'MG', 'Indian/Antananarivo', '+261'],
  ['Malawi', 'MW', 'Africa/Blantyre', '+265'],
  ['Malaysia', 'MY', 'Asia/Kuala_Lumpur', '+60'],
  ['Maldives', 'MV', 'Indian/Maldives', '+960'],
  ['Mali', 'ML', 'Africa/Bamako', '+223'],
  ['Malta', 'MT', 'Europe/Malta', '+356'],
  ['Marshall Islands', 'MH', 'Pacific/Majuro', '+692'],
  ['Martinique', 'MQ', 'America/Martinique', '+596'],
  ['Mauritania', 'MR', 'Africa/Nouakchott', '+222'],
  ['Mauritius', 'MU', 'Indian/Mauritius', '+230'],
  ['Mayotte', 'YT', 'Indian/Mayotte', '+262'],
  ['Mexico', 'MX', 'America/Mexico_City', '+52'],
  ['Micronesia', 'FM', 'Pacific/Pohnpei', '+691'],
  ['Moldova', 'MD', 'Europe/Chisinau', '+373'],
  ['Monaco', 'MC', 'Europe/Monaco', '+377'],
  ['Mongolia', 'MN', 'Asia/Ulaanbaatar', '+976'],
  ['Montenegro', 'ME', 'Europe/Podgorica', '+382'],
  ['Montserrat', 'MS', 'America/Montserrat', '+1'],
  ['Morocco', 'MA', 'Africa/Casablanca', '+212'],
  ['Mozambique', 'MZ', 'Africa/Maputo', '+258'],
  ['Myanmar', 'MM', 'Asia/Yangon', '+95'],
  ['Namibia', 'NA', 'Africa/Windhoek', '+264'],
  ['Nauru', 'NR', 'Pacific/Nauru', '+674'],
  ['Nepal', 'NP', 'Asia/Kathmandu', '+977'],
  ['Netherlands', 'NL', 'Europe/Amsterdam', '+31'],
  ['New Caledonia', 'NC', 'Pacific/Noumea', '+687'],
  ['New Zealand', 'NZ', 'Pacific/Auckland', '+64'],
  ['Nicaragua', 'NI', 'America/Managua', '+505'],
  ['Niger', 'NE', 'Africa/Niamey', '+227'],
  ['Nigeria', 'NG', 'Africa/Lagos', '+234'],
  ['Niue', 'NU', 'Pacific/Niue', '+683'],
  ['Norfolk Island', 'NF', 'Pacific/Norfolk', '+672'],
  ['North Korea', 'KP', 'Asia/Pyongyang', '+850'],
  ['North Macedonia', 'MK', 'Europe/Skopje', '+389'],
  ['Northern Mariana Islands', 'MP', 'Pacific/Saipan', '+1'],
  ['Norway', 'NO', 'Europe/Oslo', '+47'],
  ['Oman', 'OM', 'Asia/Muscat', '+968'],
  ['Pakistan', 'PK', 'Asia/Karachi', '+92'],
  ['Palau', 'PW', 'Pacific/Palau', '+680'],
  ['Palestine', 'PS', 'Asia/Gaza', '+970'],
  ['Panama', 'PA', 'America/Panama', '+507'],
  ['Papua New Guinea', 'PG', 'Pacific/Port_Moresby', '+675'],
  ['Paraguay', 'PY', 'America/Asuncion', '+595'],
  ['Peru', 'PE', 'America/Lima', '+51'],
  ['Philippines', 'PH', 'Asia/Manila', '+63'],
  ['Pitcairn', 'PN', 'Pacific/Pitcairn', '+64'],
  ['Poland', 'PL', 'Europe/Warsaw', '+48'],
  ['Portugal', 'PT', 'Europe/Lisbon', '+351'],
  ['Puerto Rico', 'PR', 'America/Puerto_Rico', '+1'],
  ['Qatar', 'QA', 'Asia/Qatar', '+974'],
  ['Réunion', 'RE', 'Indian/Reunion', '+262'],
  ['Romania', 'RO', 'Europe/Bucharest', '+40'],
  ['Russia', 'RU', 'Europe/Moscow', '+7'],
  ['Rwanda', 'RW', 'Africa/Kigali', '+250'],
  ['Saint Barthélemy', 'BL', 'America/St_Barthelemy', '+590'],
  ['Saint Helena, Ascension and Tristan da Cunha', 'SH', 'Atlantic/St_Helena', '+290'],
  ['Saint Kitts and Nevis', 'KN', 'America/St_Kitts', '+1'],
  ['Saint Lucia', 'LC', 'America/St_Lucia', '+1'],
  ['Saint Martin (French part)', 'MF', 'America/Marigot', '+590'],
  ['Saint Pierre and Miquelon', 'PM', 'America/Miquelon', '+508'],
  ['Saint Vincent and the Grenadines', 'VC', 'America/St_Vincent', '+1'],
  ['Samoa', 'WS', 'Pacific/Apia', '+685'],
  ['San Marino', 'SM', 'Europe/San_Marino', '+378'],
  ['Sao Tome and Principe', 'ST', 'Africa/Sao_Tome', '+239'],
  ['Saudi Arabia', 'SA', 'Asia/Riyadh', '+966'],
  ['Senegal', 'SN', 'Africa/Dakar', '+221'],
  ['Serbia', 'RS', 'Europe/Belgrade', '+381'],
  ['Seychelles', 'SC', 'Indian/Mahe', '+248'],
  ['Sierra Leone', 'SL', 'Africa/Freetown', '+232'],
  ['Singapore', 'SG', 'Asia/Singapore', '+65'],
  ['Sint Maarten (Dutch part)', 'SX', 'America/Lower_Princes', '+1'],
  ['Slovakia', 'SK', 'Europe/Bratislava', '+421'],
  ['Slovenia', 'SI', 'Europe/Ljubljana', '+386'],
  ['Solomon Islands', 'SB', 'Pacific/Guadalcanal', '+677'],
  ['Somalia', 'SO', 'Africa/Mogadishu', '+252'],
  ['South Africa', 'ZA', 'Africa/Johannesburg', '+27'],
  ['South Georgia and the South Sandwich Islands', 'GS', 'Atlantic/South_Georgia', '+500'],
  ['South Korea', 'KR', 'Asia/Seoul', '+82'],
  ['South Sudan', 'SS', 'Africa/Juba', '+211'],
  ['Spain', 'ES', 'Europe/Madrid', '+34'],
  ['Sri Lanka', 'LK', 'Asia/Colombo', '+94'],
  ['Sudan', 'SD', 'Africa/Khartoum', '+249'],
  ['Suriname', 'SR', 'America/Paramaribo', '+597'],
  ['Svalbard and Jan Mayen', 'SJ', 'Arctic/Longyearbyen', '+47'],
  ['Sweden', 'SE', 'Europe/Stockholm', '+46'],
  ['Switzerland', 'CH', 'Europe/Zurich', '+41'],
  ['Syria', 'SY', 'Asia/Damascus', '+963'],
  ['Taiwan', 'TW', 'Asia/Taipei', '+886'],
  ['Tajikistan', 'TJ', 'Asia/Dushanbe', '+992'],
  ['Tanzania', 'TZ', 'Africa/Dar_es_Salaam', '+255'],
  ['Thailand', 'TH', 'Asia/Bangkok', '+66'],
  ['Timor-Leste', 'TL', 'Asia/Dili', '+670'],
  ['Togo', 'TG', 'Africa/Lome', '+228'],
  ['Tokelau', 'TK', 'Pacific/Fakaofo', '+690'],
  ['Tonga', 'TO', 'Pacific/Tongatapu', '+676'],
  ['Trinidad and Tobago', 'TT', 'America/Port_of_Spain', '+1'],
  ['Tristan da Cunha', 'TA', 'Atlantic/St_Helena', '+290'],
  ['Tunisia', 'TN', 'Africa/Tunis', '+216'],
  ['Türkiye', 'TR', 'Europe/Istanbul', '+90'],
  ['Turkmenistan', 'TM', 'Asia/Ashgabat', '+993'],
  ['Turks and Caicos Islands', 'TC', 'America/Grand_Turk', '+1'],
  ['Tuvalu', 'TV', 'Pacific/Funafuti', '+688'],
  ['Uganda', 'UG', 'Africa/Kampala', '+256'],
  ['Ukraine', 'UA', 'Europe/Kyiv', '+380'],
  ['United Arab Emirates', 'AE', 'Asia/Dubai', '+971'],
  ['United Kingdom', 'GB', 'Europe/London', '+44'],
  ['United States', 'US', 'America/New_York', '+1'],
  ['United States Virgin Islands', 'VI', 'America/St_Thomas', '+1'],
  ['Uruguay', 'UY', 'America/Montevideo', '+598'],
  ['Uzbekistan', 'UZ', 'Asia/Tashkent', '+998'],
  ['Vanuatu', 'VU', 'Pacific/Efate', '+678'],
  ['Venezuela', 'VE', 'America/Caracas', '+58'],
  ['Vietnam', 'VN', 'Asia/Ho_Chi_Minh', '+84'],
  ['Wallis and Futuna', 'WF', 'Pacific/Wallis', '+681'],
  ['Western Sahara', 'EH', 'Africa/El_Aaiun', '+212'],
  ['Yemen', 'YE', 'Asia/Aden', '+967'],
  ['Zambia', 'ZM', 'Africa/Lusaka', '+260'],
  ['Zimbabwe', 'ZW', 'Africa/Harare', '+263'],
];

/** The static rows: English name, ISO code, IANA zone and dialling code. */
export const countryRows: readonly Row[] = rows;

/** The zone's offset from UTC at a moment, as `±HH:MM` (`+00:00` for UTC itself). */
export function utcOffsetOf(timezone: string, date: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name || name === 'GMT') return '+00:00';
    const offset = name.replace('GMT', '');
    // Some runtimes print whole hours without minutes ("GMT+5").
    return /^[+-]\d{2}:\d{2}$/.test(offset)
      ? offset
      : `${offset.slice(0, 1)}${offset.slice(1).padStart(2, '0')}:00`;
  } catch {
    return '+00:00';
  }
}

const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

function createRegionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  } catch {
    // An invalid locale tag, or a runtime without region names: the English list stays.
    return null;
  }
}

function regionNames(locale: string): Intl.DisplayNames | null {
  if (!displayNamesCache.has(locale)) displayNamesCache.set(locale, createRegionNames(locale));
  return displayNamesCache.get(locale) ?? null;
}

/** A country's name in a locale from `Intl.DisplayNames`, else the English name of the list. */
export function countryName(code: string, locale: string, englishName: string): string {
  if (locale === 'en' || locale.startsWith('en-')) {
    // English keeps the list's own short names ("United States", "Türkiye").
    return englishName;
  }
  return regionNames(locale)?.of(code) ?? englishName;
}

/**
 * Every country and territory named in `locale` (English names by default) and sorted by that
 * locale's alphabet, with each zone's UTC offset at `date` (now by default).
 */
export function countriesFor(locale = 'en', date: Date = new Date()): Country[] {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator('en');
  }
  return rows
    .map(([englishName, code, timezone, mobileCode]) => ({
      label: countryName(code, locale, englishName),
      code,
      timezone,
      utcOffset: utcOffsetOf(timezone, date),
      mobileCode,
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Every country and territory with its English name, in English alphabetical order. */
export const countries: readonly Country[] = countriesFor('en');
