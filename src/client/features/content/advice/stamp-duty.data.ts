/**
 * Typical stamp duty and registration charges for residential property, by state, as commonly
 * published by the states' registration departments. Rates and cesses change often; the page says so
 * and sends readers to the state's own figures.
 */
export interface StampDutyRow {
  state: string;
  stampDuty: string;
  registration: string;
  women: string;
}

export const STAMP_DUTY_ROWS: readonly StampDutyRow[] = [
  {
    state: 'Madhya Pradesh',
    stampDuty: 'about 7.5% (stamp duty with local body duties)',
    registration: 'about 3%',
    women: 'No lower general rate; check current schemes',
  },
  {
    state: 'Maharashtra',
    stampDuty: '5%, or 6% where 1% metro cess applies (Mumbai, Pune, Thane, Nagpur)',
    registration: '1%, capped at ₹30,000',
    women: '1% lower for women buyers (conditions apply)',
  },
  {
    state: 'Delhi',
    stampDuty: '6% (men)',
    registration: '1% plus a small fixed fee',
    women: '4% for women; 5% for a man and a woman jointly',
  },
  {
    state: 'Uttar Pradesh',
    stampDuty: '7%',
    registration: '1%',
    women: '1% lower for women, on property worth up to ₹10 lakh',
  },
  {
    state: 'Haryana',
    stampDuty: '7% (men, urban areas)',
    registration: 'fixed fee by value slab',
    women: '5% for women; 6% jointly',
  },
  {
    state: 'Rajasthan',
    stampDuty: 'about 6% (men), plus surcharge',
    registration: '1%',
    women: 'about 5% for women',
  },
  {
    state: 'Gujarat',
    stampDuty: '4.9% (including surcharge)',
    registration: '1%',
    women: 'Registration fee waived for women buyers',
  },
  {
    state: 'Karnataka',
    stampDuty: '5% plus cess and surcharge (lower slabs for cheaper homes)',
    registration: '1 to 2%',
    women: 'No lower general rate',
  },
  {
    state: 'Tamil Nadu',
    stampDuty: '7%',
    registration: '2%',
    women: 'No lower general rate',
  },
  {
    state: 'West Bengal',
    stampDuty: '5 to 7% depending on value and area',
    registration: '1%',
    women: 'No lower general rate',
  },
];
