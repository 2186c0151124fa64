import { use as register } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';

register([BarChart, GridComponent, TooltipComponent]);
