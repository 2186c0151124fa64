/** Indonesian text → its English, one domain's texts. */
export type Dictionary = Readonly<Record<string, string>>;

/**
 * A text built from pieces: the Indonesian pattern and its English. In the Indonesian `{}` stands
 * for any text and `{n}` for a number; the English's `{}` take them in order. Each piece is itself
 * translated, so a label inside a message reads in English ('Nomor Kendaraan tidak boleh kosong.'
 * is 'Plate Number is required.'), and a number grouped as Indonesian writes it ('100.000') is
 * grouped as English does ('100,000').
 */
export type Template = readonly [indonesian: string, english: string];

/**
 * Where one Indonesian word needs another English than it has elsewhere: `menu` for the sidebar's
 * names ('Kendaraan' is 'Vehicles' there, 'Vehicle' in a message).
 */
export type TranslationContext = 'menu';
