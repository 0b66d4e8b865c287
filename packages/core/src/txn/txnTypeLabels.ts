/** Each transaction type's name, as every screen shows it (a type not listed shows as its code). */
export const TXN_TYPE_LABELS: Readonly<Record<string, string>> = {
  pay: 'Payment',
  axfer: 'Asset transfer',
  acfg: 'Asset configuration',
  afrz: 'Asset freeze',
  keyreg: 'Key registration',
  appl: 'Application call',
  stpf: 'State proof',
  hb: 'Heartbeat',
};
