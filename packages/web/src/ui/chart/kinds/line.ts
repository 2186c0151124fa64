import { use as register } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';

register([LineChart, GridComponent, LegendComponent, TooltipComponent]);
