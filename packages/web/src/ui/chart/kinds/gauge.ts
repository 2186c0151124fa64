import { use as register } from 'echarts/core';
import { GaugeChart } from 'echarts/charts';

register([GaugeChart]);
