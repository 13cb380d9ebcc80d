/**
 * Response and request types are generated from schemas/api into src/shared/generated/api/.
 * This module only keeps the name src/ui/screens/history/orderViews.ts imports for the sell
 * machine's order view; that view belongs to the engine (src/engine/sell/sellOrderMachine.ts).
 */
export type { SellOrder } from '../engine/sell/sellOrderMachine';
