/** Product §2: the four modes of the full-screen search overlay. */
export type SearchMode = 'buyFiat' | 'sellFiat' | 'buyCrypto' | 'sellCrypto';

export const searchSide = (mode: SearchMode): 'buy' | 'sell' => (mode === 'buyFiat' || mode === 'buyCrypto' ? 'buy' : 'sell');

export const isCryptoMode = (mode: SearchMode): boolean => mode === 'buyCrypto' || mode === 'sellCrypto';

/** A picked row, returned to the home form. */
export type SearchPick = { kind: 'fiat'; fiat: string; alpha2: string } | { kind: 'crypto'; crypto: string; network?: string };
